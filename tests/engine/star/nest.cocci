// `*' inside a nest of a function pattern reports the starred code
// only, not the whole function (nor functions where it never matches)
@@
identifier func;
expression x;
@@
func(...)
{
	<...
*	foo(x);
	...>
}
