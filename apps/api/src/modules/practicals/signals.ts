import type { PracticalSignals, StoredPractical } from '@jal/contracts';
import { placeInArea } from '@jal/contracts';

/**
 * What a reviewer is told of a submission, computed when it is stored. Signals inform; the
 * reviewer decides. Times from the phone are moved onto the server's clock as the offline sync
 * moves them (docs/decisions/148): by the difference between the server's clock and the phone's
 * when the request was sent, so a phone whose clock is wrong is not taken for a cheat.
 */

/** Learners within this distance and time of each other are named to the reviewer. */
export const NEARBY_METRES = 50;
export const NEARBY_MINUTES = 10;
/** Difference hashes this close (of 64 bits) are the same picture re-encoded, shrunk or lightly edited. */
export const SIMILAR_BITS = 6;
/** A photo may be taken a little after pressing send (the phone's clock ticks on); more is not believed. */
const AFTER_SUBMISSION_TOLERANCE_MINUTES = 2;
/** A photo older than this when the learner pressed send was not taken for this submission. */
const LONG_BEFORE_HOURS = 24;

type Place = { latitude: number; longitude: number; accuracyMetres: number } | null;

export function placeSignal(place: Place, asked: StoredPractical['place']): PracticalSignals['place'] {
  if (!place) return { status: 'missing', accuracyMetres: null, neededMetres: asked.accuracyMetres, inArea: null, metresOutside: null };
  const area = asked.area ? placeInArea(place, asked.area) : null;
  return {
    status: place.accuracyMetres <= asked.accuracyMetres ? 'ok' : 'inaccurate',
    accuracyMetres: place.accuracyMetres,
    neededMetres: asked.accuracyMetres,
    inArea: area ? area.inside : null,
    metresOutside: area?.metresOutside === null || !area ? null : Math.round(area.metresOutside),
  };
}

/** The phone's clock less the server's (ms), read when the request arrived: what moves every phone time. */
export const phoneClockAheadMs = (sentAt: Date, receivedAt: Date) => sentAt.getTime() - receivedAt.getTime();
export const onServerClock = (phoneTime: Date, aheadMs: number) => new Date(phoneTime.getTime() - aheadMs);

export function timeSignal(input: {
  /** On the server's clock. */
  submittedAt: Date;
  receivedAt: Date;
  aheadMs: number;
  /** Each photo's EXIF time on the phone's clock (null when it carried none). */
  photos: { photoId: string; takenAt: Date | null }[];
}): PracticalSignals['time'] {
  return {
    phoneClockAheadSeconds: Math.round(input.aheadMs / 1000),
    submittedAt: input.submittedAt.toISOString(),
    receivedAt: input.receivedAt.toISOString(),
    photos: input.photos.map(({ photoId, takenAt }) => {
      if (!takenAt) return { photoId, takenAt: null, minutesBeforeSubmission: null, status: 'no-time' as const };
      const taken = onServerClock(takenAt, input.aheadMs);
      const minutes = Math.round((input.submittedAt.getTime() - taken.getTime()) / 6_000) / 10;
      const status =
        minutes < -AFTER_SUBMISSION_TOLERANCE_MINUTES
          ? ('taken-after-submission' as const)
          : minutes > LONG_BEFORE_HOURS * 60
            ? ('taken-long-before' as const)
            : ('ok' as const);
      return { photoId, takenAt: taken.toISOString(), minutesBeforeSubmission: minutes, status };
    }),
  };
}

/** The short names of what deserves a look, for a queue to filter by. */
export function flagsOf(signals: Omit<PracticalSignals, 'flags'>): string[] {
  const flags: string[] = [];
  if (signals.place.status === 'missing') flags.push('place-missing');
  if (signals.place.status === 'inaccurate') flags.push('place-inaccurate');
  if (signals.place.inArea === false) flags.push('outside-area');
  const photoStatuses = new Set(signals.time.photos.map((photo) => photo.status));
  if (photoStatuses.has('no-time')) flags.push('photo-without-time');
  if (photoStatuses.has('taken-after-submission')) flags.push('photo-taken-after-submission');
  if (photoStatuses.has('taken-long-before')) flags.push('photo-taken-long-before');
  if (signals.duplicatePhotos.some((photo) => !photo.sameLearner)) flags.push('photo-seen-before');
  if (signals.nearbySubmissions.count > 0) flags.push('learners-nearby');
  return flags;
}
