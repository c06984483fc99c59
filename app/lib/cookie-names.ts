// Cookie names that more than one area reads or clears (sign-out clears the compare list the catalog keeps).

/** The product ids the visitor put on the compare list. */
export const COMPARE_LIST_COOKIE = "compare-list";
