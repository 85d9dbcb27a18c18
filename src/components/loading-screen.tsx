import { ko } from '@/i18n/ko';

/**
 * Spec §2: before the app is ready, pages show a loading image instead of the shell. The same splash
 * index.html paints before any script (its classes are defined there), so the hand-over from the static
 * page to React changes nothing on screen.
 */
export function LoadingScreen() {
  return (
    <div className="splash">
      <svg
        className="splash-ring"
        width="64"
        height="64"
        viewBox="0 0 120 120"
        role="img"
        aria-label={ko.app.loading}
      >
        <circle className="track" cx="60" cy="60" r="44" />
        <circle className="arc" cx="60" cy="60" r="44" />
        <circle className="dot" cx="60" cy="60" r="9" />
      </svg>
      <div className="splash-name">{ko.app.name}</div>
    </div>
  );
}
