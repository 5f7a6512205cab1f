/**
 * The version of what the report draws from a given input. A saved report (kept by the server
 * with the analysis it was drawn from) is drawn anew when this changes: raise it with any change
 * to the model builder or the renderer that changes a page.
 */
export const reportLayoutVersion = 3;
