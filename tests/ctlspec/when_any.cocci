// Without `when any' the dots take the shortest path: a second a() between
// the first one and b() ends it (only the second a() goes, f); `when any'
// lifts that, and both go (g in when_any_on).
@@
@@
- a();
  ...
  b();
