import { ALERT_REPEATS } from '@/features/live';

/*
 * The spoken new order (issue 26, optional per tablet, off by default): "배달 주문, 3만 2천 원", after the
 * chime, in a ko-KR voice when the device has one — otherwise nothing, the chime alone.
 */

const VOICE_KEY = 'cbo.voiceAlert';

/** Device setting (localStorage: it belongs to the tablet, not the account). Off by default. */
export const voiceEnabled = (): boolean => globalThis.localStorage?.getItem(VOICE_KEY) === '1';
export const setVoiceEnabled = (on: boolean): void =>
  globalThis.localStorage?.setItem(VOICE_KEY, on ? '1' : '0');

const SMALL: readonly [number, string][] = [
  [1000, '천'],
  [100, '백'],
];

/**
 * 1–9999 in units as said aloud: 2500 → "2천 5백", 1100 → "천 백" (a lone 1 before a unit is not said),
 * what is under 100 as a number (a voice reads "50" as "오십").
 */
function belowMan(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (const [unit, name] of SMALL) {
    const d = Math.floor(rest / unit);
    rest %= unit;
    if (d) parts.push(d === 1 ? name : `${d}${name}`);
  }
  if (rest) parts.push(String(rest));
  return parts.join(' ');
}

/**
 * An amount in won the way a Korean voice should say it: 32000 → "3만 2천 원", 10000 → "만 원",
 * 1250000 → "125만 원", 150000000 → "1억 5천만 원". Digits with units: a speech engine reads "3만" as
 * "삼만", where "32,000원" may come out digit by digit.
 */
export function koreanWon(amount: number): string {
  const n = Math.max(0, Math.round(amount));
  if (!n) return '0원';
  const eok = Math.floor(n / 100_000_000);
  const man = Math.floor((n % 100_000_000) / 10_000);
  const rest = n % 10_000;
  const parts: string[] = [];
  if (eok) parts.push(`${eok}억`);
  if (man) parts.push(eok ? `${belowMan(man)}만` : man === 1 ? '만' : `${man}만`);
  if (rest) parts.push(belowMan(rest));
  return `${parts.join(' ')} 원`;
}

/** A voice for Korean, if the device has one (voices can load after the page: asked each time). */
export function koreanVoice(synth: SpeechSynthesis | undefined): SpeechSynthesisVoice | null {
  const voices = synth?.getVoices() ?? [];
  return voices.find((v) => v.lang.replace('_', '-').toLowerCase() === 'ko-kr') ?? null;
}

/** After the new-order chime: 3 chimes 0.9 s apart, and a beat. */
const AFTER_CHIME_MS = ALERT_REPEATS * 900 + 400;

/**
 * Says `texts` after the chime when the setting is on and a Korean voice exists; silently nothing
 * otherwise. Returns a cancel for the wait.
 */
export function speakAfterChime(texts: readonly string[]): () => void {
  const synth = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  if (!texts.length || !voiceEnabled() || !synth) return () => undefined;
  const timer = setTimeout(() => {
    const voice = koreanVoice(synth);
    if (!voice) return;
    for (const text of texts) {
      const u = new SpeechSynthesisUtterance(text);
      u.voice = voice;
      u.lang = voice.lang;
      synth.speak(u);
    }
  }, AFTER_CHIME_MS);
  return () => clearTimeout(timer);
}
