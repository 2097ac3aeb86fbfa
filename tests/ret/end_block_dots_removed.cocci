// A removed last `...' runs to the function's own `}': the inner block goes
// whole (conformance finish: not past a copy of a `}' on a return).
@@
identifier func;
@@
func(...)
{
-...
}
