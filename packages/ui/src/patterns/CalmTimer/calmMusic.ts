// The Minute Of Calm's music (01 §4: looping while the timer runs).
//
// Why synthesised: the music has to be ours, and a recorded or licensed track would be a download of
// hundreds of kilobytes for a one-minute exercise. Instead a 16-second pad (four soft chords with a slow,
// bell-like arpeggio on top) is computed into an AudioBuffer the first time Start is pressed and played
// with `loop = true`: zero bytes on the wire, no licence, and the same sound in every browser. Every note
// is written modulo the loop's length, so the end flows into the start without a click.
//
// Browsers refuse to play sound before a user gesture, so nothing here touches Web Audio until start() is
// called, and CalmTimer only calls it after Start (or Resume) is pressed.

/** What CalmTimer needs of its music; stories and tests pass spies, the product the Web Audio pad. */
export interface CalmMusic {
  /** Begin, or continue, the loop (fades in). */
  start(): void;
  /** Pause or finish: fade out and stop using the audio device (the loop keeps its place). */
  stop(): void;
  /** Silence or restore the music without touching the timer. */
  setMuted(muted: boolean): void;
  /** Release the audio device (the component unmounts). */
  dispose(): void;
}

/** Every AudioContext takes a buffer at this rate; its 8 kHz ceiling is above the highest overtone (about 3 kHz)
 *  and it keeps the one-off render short (tens of milliseconds). */
export const CALM_LOOP_SAMPLE_RATE = 16_000;
const CHORD_SECONDS = 4;
/** A4 = 440 Hz; notes as semitones from it. */
const hz = (semitonesFromA4: number) => 440 * 2 ** (semitonesFromA4 / 12);
// D major, slow: D - Bm - G - A, each voiced low and open (semitones from A4).
const CHORDS: readonly (readonly number[])[] = [
  [-19, -12, -3], // D3 A3 F#4
  [-22, -15, -7], // B2 F#3 D4
  [-26, -19, -10, -3], // G2 D3 B3 F#4
  [-24, -17, -8], // A2 E3 C#4
];
// One bell a second over each chord, from the D major pentatonic (D5 E5 F#5 A5 B5).
const BELLS: readonly (readonly number[])[] = [
  [5, 9, 12, 9],
  [2, 5, 9, 14],
  [5, 7, 9, 12],
  [4, 7, 9, 7],
];
export const CALM_LOOP_SECONDS = CHORDS.length * CHORD_SECONDS;

/** Adds sin(2π f t) · weight to `into`, a rotating phasor (two multiplications a sample, no Math.sin). */
function addSine(into: Float64Array, frequency: number, weight: number, sampleRate: number) {
  const step = (2 * Math.PI * frequency) / sampleRate;
  const cos = Math.cos(step);
  const sin = Math.sin(step);
  let x = 1;
  let y = 0;
  for (let i = 0; i < into.length; i += 1) {
    into[i]! += weight * y;
    const nextX = x * cos - y * sin;
    y = x * sin + y * cos;
    x = nextX;
  }
}

/** The loop's samples (mono, peak 0.5). Pure and deterministic, so it is unit-tested without audio. */
export function synthesizeCalmLoop(sampleRate = CALM_LOOP_SAMPLE_RATE): Float32Array<ArrayBuffer> {
  const length = Math.round(CALM_LOOP_SECONDS * sampleRate);
  const mix = new Float64Array(length);
  /** Mixes a voice in from startSeconds on, wrapping past the end to the start (a seamless loop). */
  const place = (startSeconds: number, voice: Float64Array) => {
    const first = Math.round(startSeconds * sampleRate);
    for (let i = 0; i < voice.length; i += 1) mix[(first + i) % length]! += voice[i]!;
  };

  // Pads: each chord swells in under the last one's fade, with a sin²(π t / d) envelope that starts and
  // ends in silence. Each note is two slightly detuned sines and a quiet octave: warm, slowly beating.
  const padSeconds = CHORD_SECONDS + 2;
  const swell = new Float64Array(Math.round(padSeconds * sampleRate));
  addSine(swell, 1 / (2 * padSeconds), 1, sampleRate);
  CHORDS.forEach((chord, index) => {
    const voice = new Float64Array(swell.length);
    for (const note of chord) {
      addSine(voice, hz(note), 1, sampleRate);
      addSine(voice, hz(note) * 1.003, 1, sampleRate);
      addSine(voice, hz(note) * 2, 0.2, sampleRate);
    }
    for (let i = 0; i < voice.length; i += 1) voice[i]! *= 0.12 * swell[i]! * swell[i]!;
    place(index * CHORD_SECONDS, voice);
  });

  // Bells: a 10 ms attack and a slow exponential fade, with a soft third harmonic.
  const bellLength = Math.round(2.5 * sampleRate);
  const attack = 0.01 * sampleRate;
  const decay = Math.exp(-1 / (0.6 * sampleRate));
  BELLS.forEach((bells, index) =>
    bells.forEach((note, beat) => {
      const voice = new Float64Array(bellLength);
      addSine(voice, hz(note), 1, sampleRate);
      addSine(voice, hz(note) * 3, 0.3, sampleRate);
      let level = 0.08;
      for (let i = 0; i < bellLength; i += 1) {
        voice[i]! *= Math.min(1, i / attack) * level;
        level *= decay;
      }
      place(index * CHORD_SECONDS + beat, voice);
    }),
  );

  let peak = 0;
  for (const value of mix) peak = Math.max(peak, Math.abs(value));
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) out[i] = peak > 0 ? (mix[i]! / peak) * 0.5 : 0;
  return out;
}

/** The parts of an AudioContext the pad uses (a fake one in unit tests). */
export type CalmAudioContext = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createGain' | 'createBuffer' | 'createBufferSource' | 'resume' | 'suspend' | 'close'
>;

export interface WebAudioCalmMusicOptions {
  /** Called on the first start() only. */
  createContext?: () => CalmAudioContext;
  /** 0 to 1; gentle by default. */
  volume?: number;
  /** Fade in and out, in seconds. */
  fadeSeconds?: number;
}

/** The product's music: the synthesised pad on a lazily created AudioContext. */
export function createWebAudioCalmMusic({
  createContext = () => new AudioContext(),
  volume = 0.35,
  fadeSeconds = 0.6,
}: WebAudioCalmMusicOptions = {}): CalmMusic {
  let audio: { context: CalmAudioContext; master: GainNode; source: AudioBufferSourceNode } | null = null;
  let playing = false;
  let muted = false;
  let suspendTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (audio) return audio;
    const context = createContext();
    const master = context.createGain();
    master.gain.value = 0;
    master.connect(context.destination);
    const samples = synthesizeCalmLoop(CALM_LOOP_SAMPLE_RATE);
    const buffer = context.createBuffer(1, samples.length, CALM_LOOP_SAMPLE_RATE);
    buffer.copyToChannel(samples, 0);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    source.connect(master);
    source.start();
    audio = { context, master, source };
    return audio;
  };

  /** Glide the master gain to what it should be now: the volume while playing and not muted, else 0. */
  const glide = () => {
    if (!audio) return;
    const { context, master } = audio;
    const now = context.currentTime;
    master.gain.cancelScheduledValues(now);
    master.gain.setValueAtTime(master.gain.value, now);
    master.gain.linearRampToValueAtTime(playing && !muted ? volume : 0, now + fadeSeconds);
  };

  return {
    start() {
      clearTimeout(suspendTimer);
      playing = true;
      const { context } = open();
      void context.resume();
      glide();
    },
    stop() {
      if (!playing) return;
      playing = false;
      glide();
      // After the fade, let the device sleep; resume() continues the loop where it was.
      suspendTimer = setTimeout(() => {
        if (!playing) void audio?.context.suspend();
      }, fadeSeconds * 1000);
    },
    setMuted(next) {
      muted = next;
      glide();
    },
    dispose() {
      clearTimeout(suspendTimer);
      playing = false;
      if (!audio) return;
      audio.source.stop();
      void audio.context.close();
      audio = null;
    },
  };
}
