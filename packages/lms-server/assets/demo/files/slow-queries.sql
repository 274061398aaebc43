-- Practice set: make each query fast. Run EXPLAIN (ANALYZE, BUFFERS) before and after your change.

CREATE TABLE customers (id bigint PRIMARY KEY, email text NOT NULL, country text NOT NULL, created_at timestamptz NOT NULL);
CREATE TABLE orders (
  id bigint PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  status text NOT NULL,
  total_cents integer NOT NULL,
  created_at timestamptz NOT NULL
);

-- 1. Lookup by a foreign key without an index.
SELECT * FROM orders WHERE customer_id = 42;

-- 2. A function on the column hides the index.
SELECT * FROM customers WHERE lower(email) = 'ada@example.com';

-- 3. Deep OFFSET pagination reads and throws away rows.
SELECT * FROM orders ORDER BY created_at DESC OFFSET 100000 LIMIT 20;

-- 4. A filter and a sort that one composite index can serve.
SELECT id, total_cents FROM orders WHERE status = 'paid' ORDER BY created_at DESC LIMIT 50;

-- 5. N+1: replace the loop in application code with one join.
SELECT c.id, c.email, count(o.id) AS orders
FROM customers c LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.id, c.email;
