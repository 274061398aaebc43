import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@lms/core';
import { renderLms } from '../../test-support/render-lms';
import { adminCourseSummary, createCouponAdminFake } from './testing/coupon-admin-fake';
import { coupon } from './testing/payments-fake';

const admin = { uid: 'admin-1', email: 'admin@example.com', admin: true };
const courses = [
  adminCourseSummary({ id: 'c1', title: 'Photography' }),
  adminCourseSummary({ id: 'c2', title: 'Spreadsheets' }),
];

function setup(coupons: Coupon[], path = '/admin/coupons') {
  const fake = createCouponAdminFake(coupons, courses);
  const view = renderLms({ path, handlers: fake.handlers, signedInAs: admin });
  const callsOf = (name: string) =>
    view.runtime.backend.calls.filter((call) => call.name === name).map((call) => call.data);
  return { ...view, fake, callsOf, user: userEvent.setup() };
}

const rowOf = (code: string) => screen.getByRole('row', { name: new RegExp(`^${code}\\b`) });

describe('AdminCouponsPage', { timeout: 30_000 }, () => {
  it('lists coupons with discount, dates, uses against limits, courses and whether they work now', async () => {
    setup([
      coupon({ id: 'k1', code: 'SAVE20', percentOff: 20, redemptionCount: 3, maxRedemptions: 10 }),
      coupon({
        id: 'k2',
        code: 'FIVE',
        kind: 'fixed',
        percentOff: null,
        amountOffCents: 500,
        currency: 'EUR',
        courseIds: ['c1'],
        maxRedemptionsPerStudent: 1,
      }),
      coupon({ id: 'k3', code: 'OLD', validUntil: '2020-01-01T00:00:00.000Z' }),
      coupon({ id: 'k4', code: 'OFF', active: false }),
    ]);
    const save = await screen.findByRole('row', { name: /^SAVE20/ });
    expect(within(save).getByText('20% off')).toBeInTheDocument();
    expect(within(save).getByText('3 of 10')).toBeInTheDocument();
    expect(within(save).getByText('Always')).toBeInTheDocument();
    expect(within(save).getByText('All courses')).toBeInTheDocument();
    expect(within(save).getByText('Active')).toBeInTheDocument();
    const five = rowOf('FIVE');
    expect(within(five).getByText('€5.00 off')).toBeInTheDocument();
    expect(within(five).getByText('0 (no limit)')).toBeInTheDocument();
    expect(within(five).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(await within(five).findByText('Photography')).toBeInTheDocument();
    expect(within(rowOf('OLD')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('OFF')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('OFF')).queryByRole('button', { name: 'Deactivate OFF' })).not.toBeInTheDocument();
    expect(screen.getByText('4 coupons')).toBeInTheDocument();
  });

  it('searches by code through the URL', async () => {
    const { user, callsOf } = setup([
      coupon({ id: 'k1', code: 'SAVE20' }),
      coupon({ id: 'k2', code: 'SPRING' }),
    ]);
    await screen.findByRole('row', { name: /^SPRING/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), 'spr{Enter}');
    await waitFor(() => expect(screen.queryByRole('row', { name: /^SAVE20/ })).not.toBeInTheDocument());
    expect(callsOf('adminListCoupons')).toContainEqual({ search: 'spr', page: 1, pageSize: 20 });
    await user.clear(screen.getByRole('searchbox', { name: 'Search by code' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), 'zzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'No coupon matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every coupon' }));
    expect(await screen.findByRole('row', { name: /^SAVE20/ })).toBeInTheDocument();
  });

  it('creates a percent coupon with limits and dates in a dialog', async () => {
    const { user, callsOf } = setup([]);
    expect(await screen.findByRole('heading', { name: 'No coupons yet' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New coupon' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'spring-15');
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage off' }), '12,5');
    await user.type(within(dialog).getByLabelText('Valid until'), '2030-06-30T18:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum uses in total' }), '100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum uses per student' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /^SPRING-15/ })).toBeInTheDocument();
    expect(callsOf('createCoupon')).toEqual([
      {
        code: 'spring-15',
        kind: 'percent',
        percentOff: 12.5,
        amountOffCents: null,
        currency: null,
        validFrom: null,
        validUntil: new Date('2030-06-30T18:00').toISOString(),
        maxRedemptions: 100,
        maxRedemptionsPerStudent: 1,
        courseIds: [],
        active: true,
      },
    ]);
    expect(await screen.findByText('Coupon SPRING-15 created.')).toBeInTheDocument();
  });

  it('says what is wrong on each field, and a code another coupon has, without losing the form', async () => {
    const { user, callsOf } = setup([coupon({ id: 'k1', code: 'TAKEN' })]);
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.type(code, 'ab');
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage off' }), '150');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum uses in total' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum uses per student' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Use 3 to 40 letters'));
    expect(within(dialog).getByRole('textbox', { name: 'Percentage off' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a percentage from 0.01 to 100'),
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Maximum uses per student' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Cannot be more than the maximum uses in total.'));
    expect(callsOf('createCoupon')).toEqual([]);

    await user.clear(code);
    await user.type(code, 'taken');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Percentage off' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage off' }), '15');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Maximum uses per student' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Another coupon already has this code'),
      ),
    );
    expect(code).toHaveValue('taken');
  });

  it('creates a fixed-amount coupon limited to chosen courses', async () => {
    const { user, callsOf } = setup([]);
    await user.click((await screen.findAllByRole('button', { name: 'New coupon' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'FIVE');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Discount type' }), 'fixed');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount off' }), '5');
    const currency = within(dialog).getByRole('textbox', { name: 'Currency' });
    await user.clear(currency);
    await user.type(currency, 'eur');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Applies to' }), 'some');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Photography' }));
    expect(within(dialog).getByRole('group', { name: 'Courses (1 chosen)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('createCoupon')[0]).toMatchObject({
      code: 'FIVE',
      kind: 'fixed',
      percentOff: null,
      amountOffCents: 500,
      currency: 'EUR',
      courseIds: ['c1'],
    });
  });

  it('edits a coupon from its row, keeping what was set', async () => {
    const { user, callsOf } = setup([
      coupon({ id: 'k1', code: 'SAVE20', percentOff: 20, maxRedemptions: 5 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit SAVE20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon SAVE20' });
    const percent = within(dialog).getByRole('textbox', { name: 'Percentage off' });
    expect(percent).toHaveValue('20');
    expect(within(dialog).getByRole('textbox', { name: 'Maximum uses in total' })).toHaveValue('5');
    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(within(rowOf('SAVE20')).getByText('25% off')).toBeInTheDocument());
    expect(callsOf('updateCoupon')[0]).toMatchObject({
      id: 'k1',
      code: 'SAVE20',
      percentOff: 25,
      maxRedemptions: 5,
    });
  });

  it('deactivates a coupon after asking, and the row says it is inactive', async () => {
    const { user, callsOf } = setup([coupon({ id: 'k1', code: 'SAVE20' })]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate SAVE20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate SAVE20?' });
    expect(dialog).toHaveTextContent('Checkouts already started with it can still be paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(rowOf('SAVE20')).getByText('Inactive')).toBeInTheDocument());
    expect(callsOf('deactivateCoupon')).toEqual([{ id: 'k1' }]);
  });
});
