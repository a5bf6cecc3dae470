import { createHashRouter, type RouteObject } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { HomePage } from '../features/home/routes/home';
import { NotFoundPage } from '../components/not-found-page';
import { PublicLayout } from './layouts/public-layout';
import { RequireUser, requireUser } from './layouts/require-user';
import { roleRoutes } from './role-routes';
import { screen } from './route-helpers';
import { paths } from '../lib/paths';
import { airworkDetailsEarly, airworkListEarly } from './early-screens';

// Every path is one of `paths`; anything else falls through to the not-found page.
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      screen(paths.login, () => import('../features/accounts/routes/login'), 'LoginPage'),
      screen(
        paths.signUpAs,
        () => import('../features/accounts/routes/sign-up-as'),
        'SignUpAsPage',
      ),
      screen(paths.register, () => import('../features/accounts/routes/register'), 'RegisterPage'),
      screen(
        paths.registerSuccess,
        () => import('../features/accounts/routes/register-success'),
        'RegisterSuccessPage',
      ),
      screen(
        paths.forgotPassword,
        () => import('../features/accounts/routes/forgot-password'),
        'ForgotPasswordPage',
      ),
      screen(
        paths.resetPassword,
        () => import('../features/accounts/routes/reset-password'),
        'ResetPasswordPage',
      ),
      screen(
        paths.classifiedSearch,
        () => import('../features/classifieds/routes/search'),
        'ClassifiedSearchPage',
      ),
      screen(
        paths.classified,
        () => import('../features/classifieds/routes/classified'),
        'ClassifiedPage',
      ),
      screen(paths.faq, () => import('../features/help/routes/faq'), 'FaqPage'),
      screen(paths.termsConditions, () => import('../features/legal/routes/terms'), 'TermsPage'),
      screen(
        paths.airworkDetails,
        () => import('../features/airworks/routes/airwork-details'),
        'AirworkDetailsPage',
        airworkDetailsEarly,
      ),
      screen(
        paths.airworkList,
        () => import('../features/hiring/routes/airwork-list'),
        'AirworkListPage',
        airworkListEarly,
      ),
      screen(
        paths.airworkMap,
        () => import('../features/hiring/routes/airwork-map'),
        'AirworkMapPage',
      ),
      screen(
        paths.airworkLobby,
        () => import('../features/hiring/routes/airwork-lobby'),
        'AirworkLobbyPage',
      ),
      screen(
        paths.airworkAdditionalInfo,
        () => import('../features/airworks/routes/airwork-additional-info'),
        'AirworkAdditionalInfoPage',
      ),
      {
        element: <RequireUser roles={[Role.pilot, Role.client, Role.admin]} />,
        ...requireUser([Role.pilot, Role.client, Role.admin]),
        children: [
          screen(
            paths.addClassified,
            () => import('../features/classifieds/routes/add'),
            'AddClassifiedPage',
          ),
          screen(
            paths.postAds,
            () => import('../features/classifieds/routes/post-ads'),
            'PostAdsPage',
          ),
          screen(
            paths.accountMyAds,
            () => import('../features/classifieds/routes/account-my-ads'),
            'AccountMyAdsPage',
          ),
          screen(
            paths.accountMessageInbox,
            () => import('../features/help/routes/account-message-inbox'),
            'AccountMessageInboxPage',
          ),
        ],
      },
      {
        // Anyone signed in may read a pilot's public information; the Airwork's client and
        // pilot rate each other (the server says who may).
        element: <RequireUser roles={[Role.pilot, Role.client, Role.admin]} />,
        ...requireUser([Role.pilot, Role.client, Role.admin]),
        children: [
          screen(
            paths.pilotInformation,
            () => import('../features/pilots/routes/pilot-information'),
            'PilotInformationPage',
          ),
          screen(paths.rating, () => import('../features/ratings/routes/rating'), 'RatingPage'),
          screen(
            paths.airworkResult,
            () => import('../features/delivery/routes/airwork-result'),
            'AirworkResultPage',
          ),
          screen(
            paths.airworkDispute,
            () => import('../features/disputes/routes/airwork-dispute'),
            'AirworkDisputePage',
          ),
        ],
      },
      {
        // The listing wizard: full width, no sidebar, for clients only.
        element: <RequireUser roles={[Role.client]} />,
        ...requireUser([Role.client]),
        children: [
          screen(
            paths.chooseAddress,
            () => import('../features/airworks/routes/choose-address'),
            'ChooseAddressPage',
          ),
          screen(
            paths.postAirwork,
            () => import('../features/airworks/routes/post-airwork'),
            'PostAirworkPage',
          ),
          screen(
            paths.postPayment,
            () => import('../features/airworks/routes/post-payment'),
            'PostPaymentPage',
          ),
          screen(
            paths.postConfirmation,
            () => import('../features/airworks/routes/post-confirmation'),
            'PostConfirmationPage',
          ),
          screen(
            paths.makePayment,
            () => import('../features/payments/routes/make-payment'),
            'MakePaymentPage',
          ),
          screen(
            paths.paypalCheckout,
            () => import('../features/payments/routes/paypal-checkout'),
            'PayPalCheckoutPage',
          ),
        ],
      },
      {
        element: <RequireUser roles={[Role.pilot]} />,
        ...requireUser([Role.pilot]),
        children: [
          screen(
            paths.pilotVerification,
            () => import('../features/pilots/routes/pilot-verification'),
            'PilotVerificationPage',
          ),
          screen(
            paths.capabilities,
            () => import('../features/pilots/routes/capabilities'),
            'CapabilitiesPage',
          ),
          screen(
            paths.applyAirwork,
            () => import('../features/airworks/routes/apply-airwork'),
            'ApplyAirworkPage',
          ),
          screen(
            paths.confirmApply,
            () => import('../features/hiring/routes/confirm-apply'),
            'ConfirmApplyPage',
          ),
          screen(
            paths.schedulePrepare,
            () => import('../features/delivery/routes/schedule-prepare'),
            'SchedulePreparePage',
          ),
          screen(
            paths.setupSchedule,
            () => import('../features/delivery/routes/setup-schedule'),
            'SetupSchedulePage',
          ),
          screen(
            paths.scheduleConfirm,
            () => import('../features/delivery/routes/schedule-confirm'),
            'ScheduleConfirmPage',
          ),
          screen(
            paths.uploadFile,
            () => import('../features/delivery/routes/upload-file'),
            'UploadFilePage',
          ),
        ],
      },
      ...roleRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createHashRouter(routes);
