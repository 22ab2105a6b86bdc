/** Reported in every error message so a bug report names the sdk build. */
export const version = '0.1.0'
