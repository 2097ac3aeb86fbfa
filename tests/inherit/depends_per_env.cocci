@s@
identifier fn;
@@

fn(...) { ... }

@bad@
identifier s.fn;
@@

fn(...) { ... unsafe(); ... }

@good@
identifier s.fn;
@@

fn(...) { ... safe(); ... }

@depends on !bad && good@
identifier s.fn;
@@

- fn
+ checked_fn
  (...) { ... }
