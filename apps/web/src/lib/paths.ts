// The spec's paths (section 2), letter for letter, of the screens that are built. The router
// mounts exactly these; sidebars and shortcuts show a link only when its target is here, so a
// link to a screen of a later feature appears by itself once that screen is added.
export const paths = {
  home: '/',
  login: '/login',
  signUpAs: '/sign-up-as',
  register: '/register',
  registerSuccess: '/register-success',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  termsConditions: '/terms-conditions',
  classifiedSearch: '/search',
  classified: '/classified/:id',
  faq: '/faq',
  addClassified: '/add',
  postAds: '/post-ads',
  accountMyAds: '/account-my-ads',
  accountMessageInbox: '/account-message-inbox',
  pilotVerification: '/pilot-verification',
  capabilities: '/capabilities',
  pilotHome: '/pilot-home',
  pilotProfile: '/pilot-profile',
  pilotPayment: '/pilot-payment',
  pilotNotification: '/pilot-notification',
  pilotInformation: '/pilot-information',
  clientHome: '/client-home',
  clientOrders: '/client-orders',
  clientHistory: '/client-history',
  clientPayment: '/client-payment',
  airworkDetails: '/Airwork-details',
  airworkAdditionalInfo: '/Airwork-addtional-info',
  clientProfile: '/client-profile',
  chooseAddress: '/choose-address',
  postAirwork: '/post-Airwork',
  postPayment: '/post-payment',
  postConfirmation: '/post-confirmation',
  adminHome: '/admin-home',
  pilotMgr: '/pilot-mgr',
  pilotVerify: '/pilot-verify',
  certificateInfo: '/certificate-info',
  airworkList: '/Airwork-list',
  airworkMap: '/Airwork-map',
  airworkLobby: '/Airwork-lobby',
  confirmApply: '/Confirm-apply-Airwork',
  clientNotification: '/client-notification',
  pilotHistory: '/pilot-history',
  makePayment: '/make-payment',
  paypalCheckout: '/paypal-checkout',
  schedulePrepare: '/schedule-prepare',
  setupSchedule: '/setup-schedule',
  scheduleConfirm: '/schedule-confirm',
  rating: '/rating',
  uploadFile: '/upload-file',
  airworkResult: '/airwork-result',
} as const;

export type PathName = keyof typeof paths;

const built = new Set<string>(Object.values(paths).map((p) => p.toLowerCase()));

/** Whether a screen exists yet, so links to screens of later features are not shown. */
export function isBuilt(path: string): boolean {
  return built.has(path.split('?')[0]!.toLowerCase());
}
