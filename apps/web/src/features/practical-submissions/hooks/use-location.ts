import { useCallback, useState } from 'react';
import { localIsoTime, type CapturedPlace } from '../capture/ready-submission';

export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';
export type LocationState = { locating: boolean; problem: LocationProblem | null };

const PROBLEMS: Record<number, LocationProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** Asks the phone for its position (high accuracy: the GPS, not the mast); answers it or names the problem. */
export function useLocation(onPlace: (place: CapturedPlace) => void) {
  const [state, setState] = useState<LocationState>({ locating: false, problem: null });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ locating: false, problem: 'unsupported' });
      return;
    }
    setState({ locating: true, problem: null });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ locating: false, problem: null });
        onPlace({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          // A phone may answer 0 for a position it made up; the contract wants more than 0.
          accuracyMetres: Math.max(1, Math.round(position.coords.accuracy)),
          capturedAt: localIsoTime(new Date(position.timestamp || Date.now())),
        });
      },
      (error) => setState({ locating: false, problem: PROBLEMS[error.code] ?? 'unavailable' }),
      // A GPS fix from cold takes up to a minute outdoors; an old position is not this place.
      { enableHighAccuracy: true, timeout: 60_000, maximumAge: 0 },
    );
  }, [onPlace]);
  return { ...state, locate };
}
