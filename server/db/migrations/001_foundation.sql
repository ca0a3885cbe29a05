-- Foundation: facts about this installation (seed marker, first start), kept in the database so
-- every instance behind a load balancer agrees on them.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
