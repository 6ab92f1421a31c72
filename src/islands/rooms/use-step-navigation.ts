import { useEffect, useRef, type RefObject } from 'react';
import {
  FlowStep,
  afterBookingSummary,
  viewportOf,
  type NextBookingStep,
} from '../../domain/booking/flow.ts';
import { isRecord } from '../../domain/shared/shape.ts';
import { $basket, asBasket, restoreBasket, type Basket } from '../../stores/basket.ts';
import { shownBasket } from './flow-state.ts';

/**
 * Going from step to step as the browser sees it: each new step's heading takes focus, so
 * keyboard and screen reader users follow the flow; and each step is a history entry holding the
 * basket as it was, so browser Back undoes the last choice and Forward redoes it, instead of
 * leaving for the search form.
 */
export function useStepNavigation(
  step: NextBookingStep,
  heading: RefObject<HTMLDivElement | null>,
  basket: Basket,
  serverBasket: Basket,
): void {
  const stepKey = `${step.step}-${step.roomIndex ?? ''}`;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (
      step.step === FlowStep.BookingSummary &&
      afterBookingSummary(viewportOf(window.innerWidth)) === 'scrollToTop'
    )
      window.scrollTo(0, 0);
    heading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [stepKey, step.step]);

  const { propertyCode, searchKey } = serverBasket;
  const shownStep = useRef<string | null>(null);
  const restoring = useRef(false);
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const state: unknown = event.state;
      const earlier = asBasket(isRecord(state) ? state['stayfrontBasket'] : undefined);
      if (!earlier || earlier.propertyCode !== propertyCode || earlier.searchKey !== searchKey)
        return;
      restoring.current = true;
      restoreBasket(earlier);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [propertyCode, searchKey]);
  useEffect(() => {
    // Still the server's render: the stored basket is not shown yet.
    if (basket !== shownBasket($basket.get(), serverBasket)) return;
    const state = { ...(history.state as object | null), stayfrontBasket: basket };
    const newStep =
      shownStep.current !== null && shownStep.current !== stepKey && !restoring.current;
    if (newStep) history.pushState(state, '');
    else history.replaceState(state, '');
    restoring.current = false;
    shownStep.current = stepKey;
  }, [basket, stepKey, serverBasket]);
}
