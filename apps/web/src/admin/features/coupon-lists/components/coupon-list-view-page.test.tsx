// A list whose codes a background job is making shows how many are there, and is asked again until
// they all are (decision 053).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CouponList } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { CouponListViewPage } from './coupon-list-view-page';

afterEach(() => vi.unstubAllGlobals());

const ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const LIST: CouponList = {
  _id: ID,
  name: 'Print run',
  contentPackageId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  contentPackageTitle: 'Blues Licks',
  multiUseCounter: 1,
  expiresOn: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  createdByAPI: false,
  generatedCodesCounter: 2_000,
  usedCodesCounter: 0,
  fullyUsedCodesCounter: 0,
  canDelete: true,
  generation: { done: 2_000, total: 6_001 },
  contentChannelIdList: [],
  createdBy: null,
  version: 1,
  updatedAt: '2026-11-24T10:00:00.000Z',
  updatedBy: null,
};

describe('CouponListViewPage', () => {
  it('shows the progress of codes being made and asks again until they are all there', async () => {
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = String(input);
        if (url === `/api/admin/coupon-lists/${ID}`) {
          reads += 1;
          const done = reads > 1;
          return Response.json(
            done ? { ...LIST, generatedCodesCounter: 6_001, generation: null } : LIST,
          );
        }
        if (url.startsWith(`/api/admin/coupon-lists/${ID}/codes`)) {
          return Response.json({ totalCount: 0, pageData: [], totalPages: 0 });
        }
        return Response.json({ message: 'Not found.' }, { status: 404 });
      }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/admin/coupons/:id/view" element={<CouponListViewPage />} />
      </Routes>,
      { route: `/admin/coupons/${ID}/view` },
    );
    expect(await screen.findByText('Generating codes: 2,000 of 6,001')).toBeTruthy();
    expect(await screen.findByText('6001')).toBeTruthy();
    expect(screen.queryByText(/^Generating codes/)).toBeNull();
  });
});
