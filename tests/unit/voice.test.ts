import { afterEach, describe, expect, it, vi } from 'vitest';
import { koreanVoice, koreanWon, speakAfterChime } from '@/features/orders/voice';

describe('an amount said in Korean units', () => {
  it.each([
    [32000, '3만 2천 원'],
    [10000, '만 원'],
    [15500, '만 5천 5백 원'],
    [1000, '천 원'],
    [4500, '4천 5백 원'],
    [120000, '12만 원'],
    [1250000, '125만 원'],
    [32050, '3만 2천 50 원'],
    [1100, '천 백 원'],
    [150000000, '1억 5천만 원'],
    [100020000, '1억 2만 원'],
    [0, '0원'],
  ])('%i → %s', (amount, said) => {
    expect(koreanWon(amount)).toBe(said);
  });
});

function fakeSynth(langs: string[]) {
  const spoken: { text: string; lang: string }[] = [];
  const synth = {
    getVoices: () => langs.map((lang) => ({ lang, name: lang }) as SpeechSynthesisVoice),
    speak: (u: SpeechSynthesisUtterance) => spoken.push({ text: u.text, lang: u.lang }),
  };
  return { synth: synth as unknown as SpeechSynthesis, spoken };
}

describe('the spoken new order', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('picks a ko-KR voice, whatever the platform spells it', () => {
    expect(koreanVoice(fakeSynth(['en-US', 'ko_KR']).synth)?.lang).toBe('ko_KR');
    expect(koreanVoice(fakeSynth(['en-US', 'ja-JP']).synth)).toBeNull();
    expect(koreanVoice(undefined)).toBeNull();
  });

  it('speaks after the chime only when switched on and a Korean voice exists', () => {
    vi.useFakeTimers();
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
    class Utterance {
      voice: SpeechSynthesisVoice | null = null;
      lang = '';
      constructor(public text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    const ko = fakeSynth(['ko-KR']);
    vi.stubGlobal('speechSynthesis', ko.synth);

    speakAfterChime(['배달 주문, 3만 2천 원']);
    vi.advanceTimersByTime(10_000);
    expect(ko.spoken).toEqual([]); // off by default

    store.set('cbo.voiceAlert', '1');
    speakAfterChime(['배달 주문, 3만 2천 원']);
    vi.advanceTimersByTime(2_000);
    expect(ko.spoken).toEqual([]); // the chime first
    vi.advanceTimersByTime(2_000);
    expect(ko.spoken).toEqual([{ text: '배달 주문, 3만 2천 원', lang: 'ko-KR' }]);

    const none = fakeSynth(['en-US']);
    vi.stubGlobal('speechSynthesis', none.synth);
    speakAfterChime(['배달 주문, 3만 2천 원']);
    vi.advanceTimersByTime(10_000);
    expect(none.spoken).toEqual([]);
  });
});
