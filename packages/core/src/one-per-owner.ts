/**
 * A per-owner singleton: `of(owner)` makes the value on first use and hands back that one after.
 * Owners are database handles or auth instances, so each test app (a process's stand-in) has its
 * own, and a value goes with its owner.
 */
export function onePerOwner<Value>(make: () => Value): (owner: object) => Value {
  const values = new WeakMap<object, Value>();
  return (owner) => {
    let value = values.get(owner);
    if (value === undefined) {
      value = make();
      values.set(owner, value);
    }
    return value;
  };
}
