// A thin bar at the top while queries, mutations or route chunks are pending for over 100 ms.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { getPendingLoads, subscribeToLoads } from '../../lib/loading-tracker';
import classes from './loading-bar.module.css';

export const LOADING_BAR_DELAY_MS = 100;

export function LoadingBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const loads = useSyncExternalStore(subscribeToLoads, getPendingLoads, getPendingLoads);
  const isBusy = fetching + mutating + loads > 0;
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    if (!isBusy) {
      setIsVisible(false);
      return;
    }
    const timer = setTimeout(() => setIsVisible(true), LOADING_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isBusy]);

  if (!isVisible) return null;
  return <div className={classes.bar} role="progressbar" aria-label="Loading" />;
}
