import { SelectField } from '../../components/SelectField.tsx';
import { t } from '../../i18n/manage-step-messages.ts';
import type { CancellationReasonOption } from './step-props.ts';

/** The cancellation reason (spec §5), with the guest's own words when the reason asks for them. */
export function ReasonField({
  reasons,
  reasonId,
  comment,
  onReason,
  onComment,
  error,
}: {
  reasons: readonly CancellationReasonOption[];
  reasonId: string;
  comment: string;
  onReason: (value: string) => void;
  onComment: (value: string) => void;
  error?: string | undefined;
}) {
  const chosen = reasons.find((reason) => String(reason.Id) === reasonId);
  return (
    <div className="space-y-3">
      <SelectField
        label={t('manage.reason.label')}
        placeholder={t('manage.reason.empty')}
        value={reasonId}
        onChange={onReason}
        required
        options={reasons.map((reason) => ({ value: String(reason.Id), label: reason.Name }))}
        error={error}
      />
      {chosen?.RequiresComment && (
        <label className="block">
          <span className="block font-medium">
            {t('manage.reason.more')} <span aria-hidden="true">*</span>
          </span>
          <textarea
            value={comment}
            onChange={(event) => onComment(event.target.value)}
            required
            maxLength={500}
            rows={3}
            className="mt-1 w-full rounded border border-dark/40 px-3 py-2"
          />
        </label>
      )}
    </div>
  );
}

export const reasonProblem = (
  reasons: readonly CancellationReasonOption[],
  reasonId: string,
  comment: string,
): string | null => {
  const chosen = reasons.find((reason) => String(reason.Id) === reasonId);
  if (!chosen) return t('manage.reason.choose');
  if (chosen.RequiresComment && !comment.trim()) return t('manage.reason.explain');
  return null;
};
