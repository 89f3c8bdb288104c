import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNavigationHistory } from './NavigationHistoryContext';

/**
 * Goes back to the previous page of this visit that rendered a screen; with none (a link opened
 * directly), goes to the main page instead of leaving the site.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const paths = useNavigationHistory((state) => state.paths);
  return useCallback(() => {
    const previous = [...paths].reverse().find((path) => path !== pathname);
    navigate(previous ?? '/');
  }, [navigate, paths, pathname]);
}
