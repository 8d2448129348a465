import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderProblem = 'denied' | 'no-microphone' | 'unsupported';

/** Opus in WebM where the browser records it (Chrome, Firefox), else Opus in Ogg, else the browser's own. */
const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];

export const canRecord = () =>
  typeof window !== 'undefined' && typeof window.MediaRecorder === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Records from the microphone up to `maxSeconds`, then stops by itself; `onDone` receives the recording. */
export function useVoiceRecorder(maxSeconds: number, onDone: (blob: Blob, seconds: number) => void) {
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<RecorderProblem | null>(canRecord() ? null : 'unsupported');
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!canRecord()) return setProblem('unsupported');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      return setProblem(name === 'NotFoundError' || name === 'OverconstrainedError' ? 'no-microphone' : 'denied');
    }
    setProblem(null);
    const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream, mimeType ? { mimeType, audioBitsPerSecond: 32_000 } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const elapsed = () => Math.min(maxSeconds, (Date.now() - startedAt) / 1000);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setRecording(false);
      onDone(new Blob(chunks, { type: media.mimeType || mimeType || 'audio/webm' }), Math.round(elapsed()));
    };
    recorder.current = media;
    media.start(1000);
    setSeconds(0);
    setRecording(true);
    timer.current = window.setInterval(() => {
      const now = elapsed();
      setSeconds(Math.floor(now));
      // Stopped just short of the limit: the recorder's last chunk can run a little past the moment it is asked.
      if (now >= maxSeconds - 0.25) stop();
    }, 250);
  }, [maxSeconds, onDone, stop]);

  useEffect(() => stop, [stop]);
  return { seconds, recording, problem, start, stop, setProblem };
}
