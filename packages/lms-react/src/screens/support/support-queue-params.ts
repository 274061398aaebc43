// The support queue's search, filters and page live in the URL (the kit's list parameters), so a filtered queue
// ("urgent, assigned to me") can be bookmarked and shared.
import {
  supportCategorySchema,
  supportPrioritySchema,
  supportStatusSchema,
  type SupportCategory,
  type SupportPriority,
  type SupportStatus,
} from '@lms/core';
import { schemaFilter, type FilterReader, type ListShape } from '../../ui-kit/list-params';

/** `me`, `none` or an administrator's uid (the contract checks its length). */
const assigneeFilter: FilterReader<string> = (value) =>
  value !== null && value.length >= 1 && value.length <= 128 ? value : undefined;

export const SUPPORT_QUEUE: ListShape<{
  status: SupportStatus;
  priority: SupportPriority;
  category: SupportCategory;
  assignee: string;
}> = {
  // The contract's limit on the search text (adminListSupportRequests).
  searchMaxLength: 200,
  filters: {
    status: schemaFilter(supportStatusSchema),
    priority: schemaFilter(supportPrioritySchema),
    category: schemaFilter(supportCategorySchema),
    assignee: assigneeFilter,
  },
};

export const SUPPORT_QUEUE_PAGE_SIZE = 20;
