import { useEffect, useState } from 'react';
import type { Company } from '../../api/contract/company.ts';
import { t } from '../../i18n/checkout-company-messages.ts';

type Props = {
  propertyCode: string;
  company: { AccountId: number; Name: string } | null;
  onChange: (company: { AccountId: number; Name: string } | null) => void;
  error?: string | undefined;
};

/** Organisation search for company invoices (spec §2 "organisation payment details"). */
export function CompanyPicker({ propertyCode, company, onChange, error }: Props) {
  const [query, setQuery] = useState(company?.Name ?? '');
  const [results, setResults] = useState<Company[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (company && query === company.Name) return;
    if (query.trim().length < 2) {
      setResults(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      import('./checkout-calls.ts')
        .then((m) => m.searchCompanies(propertyCode, query.trim()))
        .then(
          (list) => {
            if (!current) return;
            setResults(list);
            setFailed(false);
          },
          () => {
            if (current) setFailed(true);
          },
        );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, company, propertyCode]);

  return (
    <div>
      <label htmlFor="company" className="block font-medium">
        {t('checkout.company.label')}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id="company"
        className="mt-1 block w-full rounded border border-control bg-white px-3 py-2"
        value={query}
        autoComplete="organization"
        aria-describedby="company-status"
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setQuery(e.target.value);
          if (company) onChange(null);
        }}
      />
      <p id="company-status" role="status" className="mt-1 text-sm">
        {company
          ? t('checkout.company.invoiceTo', { name: company.Name })
          : failed
            ? t('checkout.company.searchFailed')
            : results?.length === 0
              ? t('checkout.company.none')
              : results && results.length > 0
                ? t(
                    results.length === 1
                      ? 'checkout.company.found.one'
                      : 'checkout.company.found.other',
                    { count: results.length },
                  )
                : (error ?? t('checkout.company.typeMore'))}
      </p>
      {!company && results && results.length > 0 && (
        <ul
          className="mt-1 divide-y rounded border border-tertiary/40 bg-white"
          aria-label={t('checkout.company.list')}
        >
          {results.map((r) => (
            <li key={r.AccountId}>
              <button
                type="button"
                className="block w-full px-3 py-2 text-start hover:bg-page"
                onClick={() => {
                  onChange({ AccountId: r.AccountId, Name: r.Name });
                  setQuery(r.Name);
                }}
              >
                {r.Name}
                {r.City ? `, ${r.City}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
