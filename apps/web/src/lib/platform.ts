// Browser sniffing for the iOS and Safari notices: user-agent based, as the notices only advise.
export function isIOS(userAgent: string, maxTouchPoints: number) {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  // iPadOS reports itself as a Mac; touch support gives it away.
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function isDesktopSafari(userAgent: string) {
  return (
    /Safari\//.test(userAgent) &&
    !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|Edg\/|OPR\/|Android/.test(userAgent)
  );
}
