import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLms } from '../../test-support/render-on-domain';
import {
  callAs,
  createAccount,
  seededPlatform,
  seedPeople,
  type TestServer,
} from '../../test-support/test-server';
import { createCoupon, createPaidCourse, placeOrder } from '../../test-support/payments-seed';

async function seedCourses(server: TestServer) {
  const people = await seedPeople(server);
  const photo = await createPaidCourse(server, people.admin);
  const sheets = await createPaidCourse(server, people.admin, { title: 'Spreadsheets' });
  return { ...people, photo, sheets };
}

/**
 * Four coupons: SAVE20 (20%, at most 10 uses, 3 students have used it), FIVE (€5 off Photography, once per
 * student), OLD (expired) and OFF (switched off).
 */
const platform = seededPlatform(async (server) => {
  const seeded = await seedCourses(server);
  const { admin, photo } = seeded;
  await createCoupon(server, admin, { code: 'SAVE20', percentOff: 20, maxRedemptions: 10 });
  await createCoupon(server, admin, {
    code: 'FIVE',
    kind: 'fixed',
    amountOffCents: 500,
    currency: 'EUR',
    courseIds: [photo.id],
    maxRedemptionsPerStudent: 1,
  });
  await createCoupon(server, admin, { code: 'OLD', validUntil: '2020-01-01T00:00:00.000Z' });
  await createCoupon(server, admin, { code: 'OFF', active: false });
  for (let index = 0; index < 3; index += 1) {
    const student = await createAccount(server);
    await placeOrder(server, student, photo.id, { couponCode: 'SAVE20', status: 'paid' });
  }
  return seeded;
});

const noCoupons = seededPlatform(seedCourses);

async function setup(seeded = platform, path = '/admin/coupons') {
  const data = await seeded();
  const view = await renderLms({ server: data.server, path, signedInAs: data.admin });
  const couponsNow = async () =>
    (await callAs(data.server, data.admin, 'adminListCoupons', { pageSize: 100 })).items;
  return { ...view, ...data, couponsNow };
}

const rowOf = (code: string) => screen.getByRole('row', { name: new RegExp(`^${code}\\b`) });

describe('AdminCouponsPage', () => {
  it('lists coupons with discount, dates, uses against limits, courses and whether they work now', async () => {
    await setup();
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
    const { user } = await setup();
    await screen.findByRole('row', { name: /^FIVE/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), 'fiv{Enter}');
    await waitFor(() => expect(screen.queryByRole('row', { name: /^SAVE20/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /^FIVE/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by code' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), 'zzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'No coupon matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every coupon' }));
    expect(await screen.findByRole('row', { name: /^SAVE20/ })).toBeInTheDocument();
  });

  it('creates a percent coupon with limits and dates in a dialog', async () => {
    const { user, couponsNow } = await setup(noCoupons);
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
    expect(await couponsNow()).toEqual([
      expect.objectContaining({
        code: 'SPRING-15',
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
      }),
    ]);
    expect(await screen.findByText('Coupon SPRING-15 created.')).toBeInTheDocument();
  });

  it('says what is wrong on each field, and a code another coupon has, without losing the form', async () => {
    const { user, couponsNow } = await setup();
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
    expect(await couponsNow()).toHaveLength(4);

    await user.clear(code);
    await user.type(code, 'save20');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Percentage off' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage off' }), '15');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Maximum uses per student' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Another coupon already has this code'),
      ),
    );
    expect(code).toHaveValue('save20');
    expect(await couponsNow()).toHaveLength(4);
  });

  it('creates a fixed-amount coupon limited to chosen courses', async () => {
    const { user, couponsNow, photo } = await setup(noCoupons);
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
    expect(await couponsNow()).toMatchObject([
      {
        code: 'FIVE',
        kind: 'fixed',
        percentOff: null,
        amountOffCents: 500,
        currency: 'EUR',
        courseIds: [photo.id],
      },
    ]);
  });

  it('edits a coupon from its row, keeping what was set', async () => {
    const { user, couponsNow } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Edit SAVE20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon SAVE20' });
    const percent = within(dialog).getByRole('textbox', { name: 'Percentage off' });
    expect(percent).toHaveValue('20');
    expect(within(dialog).getByRole('textbox', { name: 'Maximum uses in total' })).toHaveValue('10');
    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(within(rowOf('SAVE20')).getByText('25% off')).toBeInTheDocument());
    expect((await couponsNow()).find((item) => item.code === 'SAVE20')).toMatchObject({
      percentOff: 25,
      maxRedemptions: 10,
      redemptionCount: 3,
    });
  });

  it('deactivates a coupon after asking, and the row says it is inactive', async () => {
    const { user, couponsNow } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate SAVE20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate SAVE20?' });
    expect(dialog).toHaveTextContent('Checkouts already started with it can still be paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(rowOf('SAVE20')).getByText('Inactive')).toBeInTheDocument());
    expect((await couponsNow()).find((item) => item.code === 'SAVE20')).toMatchObject({ active: false });
  });
});
