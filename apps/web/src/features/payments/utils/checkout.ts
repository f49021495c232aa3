/** Leaving the app for the provider's checkout (one place, so tests can watch it). */
export const checkoutBrowser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
