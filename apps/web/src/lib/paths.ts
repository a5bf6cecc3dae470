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
  /** The conversations (issue 21); with `Id` and `userId`, one of them. */
  messages: '/messages',
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
  /** Two-step sign-in and the signed-in devices, for every role (issue 45). */
  security: '/security',
  /** The mail Airwork wrote to the reader; in the demo, an admin reads all of it (issue 46). */
  mailbox: '/mailbox',
  chooseAddress: '/choose-address',
  postAirwork: '/post-Airwork',
  postPayment: '/post-payment',
  postConfirmation: '/post-confirmation',
  adminHome: '/admin-home',
  /** The scheduled work: each job's last run (issue 47). */
  adminJobs: '/admin-jobs',
  pilotMgr: '/pilot-mgr',
  pilotVerify: '/pilot-verify',
  certificateInfo: '/certificate-info',
  airworkList: '/Airwork-list',
  airworkMap: '/Airwork-map',
  airworkLobby: '/Airwork-lobby',
  /** A pilot's proposal to an Airwork (issue 23), before Confirm-apply-Airwork; `Id`. */
  applyAirwork: '/Apply-Airwork',
  confirmApply: '/Confirm-apply-Airwork',
  clientNotification: '/client-notification',
  /** One Airwork's proposals, to compare (issue 46); `Id`. */
  airworkProposals: '/airwork-proposals',
  pilotHistory: '/pilot-history',
  makePayment: '/make-payment',
  paypalCheckout: '/paypal-checkout',
  schedulePrepare: '/schedule-prepare',
  setupSchedule: '/setup-schedule',
  scheduleConfirm: '/schedule-confirm',
  rating: '/rating',
  uploadFile: '/upload-file',
  airworkResult: '/airwork-result',
  /** An Airwork's dispute (issue 25): opened, answered and read by its parties, decided by admins. */
  airworkDispute: '/airwork-dispute',
  /** The admins' queue of disputes. */
  adminDisputes: '/admin-disputes',
} as const;

export type PathName = keyof typeof paths;

const built = new Set<string>(Object.values(paths).map((p) => p.toLowerCase()));

/** Whether a screen exists yet, so links to screens of later features are not shown. */
export function isBuilt(path: string): boolean {
  return built.has(path.split('?')[0]!.toLowerCase());
}

// ---- Typed links: every screen's query, built and read in one place -----------------------
// The spec's query names (`Id`, `number`, `part`, `ratingType` …) are spelled only here.

type Query = Record<string, string | number | undefined>;

/** `path?name=value&…`, values encoded, absent ones left out. */
function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Links to the screens that take a query (spec section 2's routes). */
export const link = {
  airworkDetails: (id: number) => withQuery(paths.airworkDetails, { Id: id }),
  airworkAdditionalInfo: (id: number) => withQuery(paths.airworkAdditionalInfo, { Id: id }),
  airworkResult: (id: number) => withQuery(paths.airworkResult, { Id: id }),
  airworkDispute: (id: number) => withQuery(paths.airworkDispute, { Id: id }),
  airworkList: (categoryId?: number) => withQuery(paths.airworkList, { categoryId }),
  pilotInformation: (userId: number) => withQuery(paths.pilotInformation, { Id: userId }),
  certificateInfo: (userId: number) => withQuery(paths.certificateInfo, { Id: userId }),
  makePayment: (taskId: number, part: number) => withQuery(paths.makePayment, { Id: taskId, part }),
  paypalCheckout: (taskId: number, part: number) =>
    withQuery(paths.paypalCheckout, { Id: taskId, part }),
  schedulePrepare: (id: number, number: string) =>
    withQuery(paths.schedulePrepare, { Id: id, number }),
  setupSchedule: (id: number, number: string) => withQuery(paths.setupSchedule, { Id: id, number }),
  /** With `Id` (issue 46), the page leads back to the Airwork it scheduled. */
  scheduleConfirm: (taskNumber: string, schedule: string, id?: number) =>
    withQuery(paths.scheduleConfirm, { taskNumber, schedule, Id: id }),
  uploadFile: (id: number, number: string) => withQuery(paths.uploadFile, { Id: id, number }),
  rating: (taskId: number, userId: number, ratingType: number) =>
    withQuery(paths.rating, { Id: taskId, userId, ratingType }),
  applyAirwork: (id: number) => withQuery(paths.applyAirwork, { Id: id }),
  airworkProposals: (id: number) => withQuery(paths.airworkProposals, { Id: id }),
  confirmApply: (taskId: string, title: string) => withQuery(paths.confirmApply, { taskId, title }),
  /** The wizard's first step, for a new Airwork or the edit of one. */
  chooseAddress: (editId?: number | null) =>
    withQuery(paths.chooseAddress, editId ? { Id: editId, action: 'Edit' } : {}),
  /** The wizard's steps after the first keep the edit's query. */
  wizardStep: (path: string, editId: number | null) =>
    withQuery(path, editId ? { Id: editId, action: 'Edit' } : {}),
  postConfirmation: (id: number, edited: boolean) =>
    withQuery(paths.postConfirmation, { Id: id, action: edited ? 'Edit' : undefined }),
  pilotHistory: (status: number) => withQuery(paths.pilotHistory, { status }),
  clientOrders: (status: number) => withQuery(paths.clientOrders, { status }),
  login: (as?: 'pilot' | 'client') => withQuery(paths.login, { as }),
  /** The log-in page, then back to `next` (a screen's path and query) once signed in. */
  loginThen: (next: string) => withQuery(paths.login, { next }),
  register: (role: number) => withQuery(paths.register, { role }),
  /** One conversation: the Airwork and the other person. */
  conversation: (taskId: number, userId: number) =>
    withQuery(paths.messages, { Id: taskId, userId }),
} as const;

/** A whole positive number from the query, or 0 when absent or anything else. */
const positive = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** Reads a screen's query: each reader answers a typed value, 0 or '' when absent. */
export function readQuery(params: URLSearchParams) {
  return {
    /** `Id`: the Airwork (or, on pilot and certificate screens, the user) the screen shows. */
    id: () => positive(params.get('Id')),
    /** `Id` present at all (a screen may fall back to something else without it). */
    hasId: () => params.has('Id'),
    number: () => params.get('number') ?? '',
    part: () => positive(params.get('part')),
    userId: () => positive(params.get('userId')),
    ratingType: () => positive(params.get('ratingType')),
    /** A list's status; `fallback` when absent (0 is a value: "all"). */
    status: (fallback: number) => {
      const raw = params.get('status');
      const n = Number(raw);
      return raw !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
    },
    categoryId: () => params.get('categoryId'),
    editing: () => params.get('action') === 'Edit',
    taskNumber: () => params.get('taskNumber') ?? '',
    schedule: () => params.get('schedule') ?? '',
    /** Confirm-apply's `taskId` is the mission number, not the row id (spec section 2). */
    missionNumber: () => params.get('taskId') ?? '',
    title: () => params.get('title') ?? '',
    as: () => params.get('as'),
    /**
     * Where to go once signed in: a path of this app ("/client-orders?status=1"), never another
     * site's address ("//evil.example") nor the log-in page itself; null when there is none.
     */
    next: () => {
      const next = params.get('next');
      if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
      return next.split('?')[0]!.toLowerCase() === paths.login ? null : next;
    },
    role: () => params.get('role'),
    token: () => params.get('token') ?? '',
  };
}
