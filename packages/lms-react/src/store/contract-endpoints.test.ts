// Every operation of the contract has its endpoint, built from its cache declaration: a read is a query providing
// its keys, a write a mutation invalidating what it changes (nothing when refused, unless declared), a fresh call
// a mutation caching nothing.
import { describe, expect, it } from 'vitest';
import { contractCache, operations, operationCaches, type OperationName } from '@lms/core';
import { areaEndpoints, tagsOf, type LmsEndpointBuilder } from './contract-endpoints';
import { endpointBehaviours } from './endpoint-behaviours';
import { injectArea, lmsApi } from './lms-api';

interface Built {
  type: 'query' | 'mutation';
  query: (arg: unknown) => unknown;
  providesTags?: (result: unknown, error: unknown, arg: unknown) => unknown;
  invalidatesTags?: (result: unknown, error: unknown, arg: unknown) => unknown;
  keepUnusedDataFor?: number;
  onQueryStarted?: unknown;
}

/** The definitions as the builder receives them. */
const recordingBuilder = {
  query: (definition: object) => ({ type: 'query', ...definition }),
  mutation: (definition: object) => ({ type: 'mutation', ...definition }),
} as unknown as LmsEndpointBuilder;
const built = Object.assign(
  {},
  ...Object.values(contractCache).map((area) =>
    areaEndpoints(recordingBuilder, area.operations, endpointBehaviours, () => {
      throw new Error('no behaviour runs here');
    }),
  ),
) as Record<OperationName, Built>;
const refused = { code: 'functions/failed-precondition', message: 'refused' };

describe("the store's endpoints", () => {
  it('include one for every operation of the contract once its area is injected, a query for a read and a mutation otherwise', () => {
    for (const area of Object.values(contractCache)) injectArea(area);
    // Typed with the shell's areas only: every other area's endpoints are there now, but reached by name.
    const endpoints = lmsApi.endpoints as unknown as Record<string, { useQuery?: unknown } | undefined>;
    const names = Object.keys(operations) as OperationName[];
    const missing = names.filter((name) => !(name in endpoints));
    expect(missing).toEqual([]);
    for (const name of names) {
      const endpoint = endpoints[name]!;
      expect([name, typeof endpoint.useQuery]).toEqual([
        name,
        operationCaches[name].call === 'read' ? 'function' : 'undefined',
      ]);
    }
  });

  it('send the operation with its input, without the uid that only keys a read by caller', () => {
    expect(built.getCourse.query({ id: 'c1' })).toEqual({ name: 'getCourse', data: { id: 'c1' } });
    expect(built.listMyEnrollments.query({ uid: 'u1' })).toEqual({ name: 'listMyEnrollments', data: {} });
  });

  it('provide the keys a read declares, an id from its input', () => {
    expect(built.getOrder.providesTags?.(undefined, undefined, { orderId: 'o1' })).toEqual([
      { type: 'Order', id: 'o1' },
    ]);
    expect(built.getOrder.keepUnusedDataFor).toBe(0);
    expect(built.adminListCoupons.providesTags?.({}, undefined, {})).toEqual(['CouponList']);
    expect(built.adminGetCourse.providesTags).toBeUndefined();
    expect(built.adminGetCourse.keepUnusedDataFor).toBeUndefined();
  });

  it('invalidate what a write changes once it succeeded, and nothing when it was refused', () => {
    expect(built.createCoupon.invalidatesTags?.({}, undefined, {})).toEqual(['CouponList']);
    expect(built.createCoupon.invalidatesTags?.(undefined, refused, {})).toEqual([]);
  });

  it('invalidate after a refusal too where declared, an id from the answer widening to the whole kind', () => {
    expect(built.refundOrder.invalidatesTags?.(undefined, refused, { orderId: 'o1' })).toEqual([
      'OrderList',
      { type: 'Order', id: 'o1' },
    ]);
    expect(built.updateMyUserDocument.invalidatesTags?.({ uid: 'u1' }, undefined, {})).toEqual([
      { type: 'UserDocument', id: 'u1' },
    ]);
    expect(built.updateMyUserDocument.invalidatesTags?.(undefined, refused, {})).toEqual(['UserDocument']);
  });

  it('make a file a mutation that caches and changes nothing', () => {
    expect(built.downloadCertificatePdf).toMatchObject({ type: 'mutation' });
    expect(built.downloadCertificatePdf.invalidatesTags).toBeUndefined();
  });

  it('attach the named behaviours, and only to their operations', () => {
    const withBehaviour = (Object.keys(built) as OperationName[]).filter(
      (name) => built[name].onQueryStarted,
    );
    expect(withBehaviour.sort()).toEqual(Object.keys(endpointBehaviours).sort());
  });

  it('tag a fixed key with its id', () => {
    expect(tagsOf([{ kind: { name: 'ActionPlan' }, id: 'plans' }])).toEqual([
      { type: 'ActionPlan', id: 'plans' },
    ]);
  });
});
