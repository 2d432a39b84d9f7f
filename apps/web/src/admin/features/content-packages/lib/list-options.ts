// The list screen's figures (spec section 9): 7 page numbers shown, titles cut at 40 characters.
export const DISPLAYED_PAGES = 7;

export const TITLE_MAX = 40;

export const truncateTitle = (title: string) =>
  title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title;
