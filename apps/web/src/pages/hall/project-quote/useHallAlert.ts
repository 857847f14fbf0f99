import { useEffect, useRef, useState } from 'react';
import type { HallView } from '../../../realtime/hall-view';
import { alertBetween, type HallAlert } from './hall-alert';

const SOUND_KEY = 'bidhall.hallSound';
const SHOWN_MS = 15_000;

/** A short two-tone beep through Web Audio (no file to fetch, nothing for the CSP to allow). */
function beep() {
  try {
    const audio = new AudioContext();
    [880, 660].forEach((hz, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.value = 0.08;
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.18);
      osc.stop(audio.currentTime + i * 0.18 + 0.15);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio in this browser: the visual alert is still there.
  }
}

/** The latest outbid alert of a supplier's hall (kept a while, dismissable); every alert may sound. */
export function useHallAlert(view: HallView | null) {
  const prev = useRef<HallView | null>(null);
  const [alert, setAlert] = useState<HallAlert | null>(null);
  const [sound, setSoundState] = useState(() => localStorage.getItem(SOUND_KEY) === '1');

  useEffect(() => {
    if (!view) return;
    const before = prev.current;
    prev.current = view;
    if (!before) return;
    const raised = alertBetween(before, view);
    if (!raised) return;
    // A change of the window (extended, paused, resumed, moved) sounds, but its words stand in
    // the hall's WindowNotice with the agency's reason; the bar keeps the outbid alert, which a
    // later window change must not take away.
    if (raised.kind === 'outbid') setAlert(raised);
    if (sound) beep();
  }, [view, sound]);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert((held) => (held === alert ? null : held)), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const setSound = (on: boolean) => {
    localStorage.setItem(SOUND_KEY, on ? '1' : '0');
    setSoundState(on);
  };
  return { alert, dismiss: () => setAlert(null), sound, setSound };
}
