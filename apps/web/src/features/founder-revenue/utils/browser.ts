/** Leaving the app for the provider's checkout (one place, so tests can watch it). */
export const revenueCheckoutBrowser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
