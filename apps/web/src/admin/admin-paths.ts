// Every URL of the admin area, defined once (spec section 2, "Admin").
export type PackageTab = 'settings' | 'pricing' | 'ebook' | 'video' | 'audio' | 'soundcheck';

const id = (value: string) => encodeURIComponent(value);

export const adminPaths = {
  home: '/admin',
  applications: {
    list: '/admin/application/list',
    create: '/admin/application/create',
    edit: (appId: string) => `/admin/application/edit/${id(appId)}`,
  },
  contentPackages: {
    list: '/admin/content-packages/list',
    create: '/admin/content-packages/create/settings',
    edit: (packageId: string, tab: PackageTab = 'settings') =>
      `/admin/content-packages/edit/${id(packageId)}/${tab}`,
    preview: (packageId: string, contentId: string) =>
      `/admin/content-packages/edit/${id(packageId)}/soundcheck/preview?${new URLSearchParams({ contentId })}`,
  },
  contentChannels: {
    list: '/admin/content-channels/list',
    create: '/admin/content-channels/create',
    edit: (channelId: string) => `/admin/content-channels/edit/${id(channelId)}`,
  },
  dashboardLists: {
    list: '/admin/dashboard-content-list/list',
    create: '/admin/dashboard-content-list/create',
    edit: (listId: string) => `/admin/dashboard-content-list/edit/${id(listId)}`,
    order: '/admin/dashboard-content-list/order',
  },
  /** Single users (role 'user'). */
  singleUsers: {
    list: '/admin/users/list/sul',
    create: '/admin/users/create/sul',
    edit: (userId: string) => `/admin/users/edit/sul/${id(userId)}`,
  },
  /** Staff accounts, listed by role type (`?role=admin|sales|appvendor|...`). */
  staffUsers: {
    list: (role?: string) =>
      role ? `/admin/users/list?${new URLSearchParams({ role })}` : '/admin/users/list',
    create: (role?: string) =>
      role ? `/admin/users/create?${new URLSearchParams({ role })}` : '/admin/users/create',
    edit: (userId: string) => `/admin/users/edit/${id(userId)}`,
  },
  /** Code lists (the spec's CouponList), at the spec's /admin/coupons URLs. */
  couponLists: {
    list: '/admin/coupons/list',
    create: '/admin/coupons/create',
    edit: (listId: string) => `/admin/coupons/${id(listId)}/edit`,
    view: (listId: string) => `/admin/coupons/${id(listId)}/view`,
  },
  audit: '/admin/audit',
  /** Redemption analytics (issue 49). */
  analytics: '/admin/analytics',
  /** Webhook endpoints and their deliveries (issue 49, superadmins). */
  webhooks: '/admin/webhooks',
  /** CSV imports of learners and of codes (issue 49 item 2). */
  imports: '/admin/import',
} as const;
