import { SPEECH } from '@jal/contracts/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseDefaultVoice, isSpeechVoice, splitIntoChunks, validateSpeechNumber } from '@/lib/settings/speech-settings';

export type ReaderStatus = 'idle' | 'reading' | 'paused';

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && window.speechSynthesis ? window.speechSynthesis : null;
}

/**
 * Text-to-speech state (idle → reading ⇄ paused → idle) over the Web Speech API.
 * Text is read in chunks one after another, because Chrome silently stops long utterances.
 */
export function useSpeech(uiLanguage: string) {
  const engine = synthesis();
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => engine?.getVoices() ?? []);
  const [voiceName, setVoiceName] = useState<string | null>(null);
  const [rate, setRateState] = useState<number>(SPEECH.default);
  const [pitch, setPitchState] = useState<number>(SPEECH.default);
  const [status, setStatus] = useState<ReaderStatus>('idle');
  // Each reading gets a number; callbacks of a cancelled reading see a newer one and do nothing.
  const run = useRef(0);

  useEffect(() => {
    if (!engine) return;
    const update = () => setVoices(engine.getVoices());
    update();
    engine.addEventListener('voiceschanged', update);
    return () => engine.removeEventListener('voiceschanged', update);
  }, [engine]);

  const chosen = voices.find((voice) => voice.name === voiceName);
  const voice = chosen && isSpeechVoice(chosen) ? chosen : chooseDefaultVoice(voices, uiLanguage);

  const stop = useCallback(() => {
    run.current += 1;
    engine?.cancel();
    setStatus('idle');
  }, [engine]);

  const speak = useCallback(
    (text: string) => {
      if (!engine) return;
      const chunks = splitIntoChunks(text);
      run.current += 1;
      const current = run.current;
      engine.cancel();
      if (chunks.length === 0) {
        setStatus('idle');
        return;
      }
      const next = (index: number) => {
        if (run.current !== current) return;
        const chunk = chunks[index];
        if (chunk === undefined) {
          setStatus('idle');
          return;
        }
        const utterance = new SpeechSynthesisUtterance(chunk);
        if (voice) utterance.voice = voice;
        utterance.lang = voice?.lang ?? document.documentElement.lang ?? uiLanguage;
        utterance.rate = rate;
        utterance.pitch = pitch;
        utterance.onend = () => next(index + 1);
        utterance.onerror = (event) => {
          // 'interrupted'/'canceled' come from our own stop; anything else ends the reading.
          if (run.current === current && event.error !== 'interrupted' && event.error !== 'canceled') setStatus('idle');
        };
        engine.speak(utterance);
      };
      setStatus('reading');
      next(0);
    },
    [engine, voice, rate, pitch, uiLanguage],
  );

  const pause = useCallback(() => {
    if (!engine) return;
    engine.pause();
    setStatus('paused');
  }, [engine]);

  const resume = useCallback(() => {
    if (!engine) return;
    engine.resume();
    setStatus('reading');
  }, [engine]);

  // Hiding the tab stops the reading, and so does closing the panel (unmount): speech never goes on unseen.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      run.current += 1;
      engine?.cancel();
    };
  }, [engine, stop]);

  return {
    supported: engine !== null,
    voices,
    voice,
    status,
    rate,
    pitch,
    setVoiceName,
    setRate: (value: unknown) => setRateState((current) => validateSpeechNumber(value, current)),
    setPitch: (value: unknown) => setPitchState((current) => validateSpeechNumber(value, current)),
    speak,
    pause,
    resume,
    stop,
  };
}
