/**
 * Prepares a statement once per database handle (or transaction) and hands back that one after:
 * drizzle otherwise builds the SQL and converts its parameters anew on every call, which is a
 * large share of the CPU of the hottest requests. Give the statement a name
 * (`.prepare("name")`) so that node-postgres also has each connection parse it only once.
 */
export function preparedPerDatabase<Db extends object, Statement>(
  prepare: (db: Db) => Statement,
): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
