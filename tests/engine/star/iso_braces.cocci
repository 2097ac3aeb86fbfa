// a starred if with braced branches matches branches without braces
@@
identifier func;
expression x, y, v;
@@
func(...)
{
	<...
*	if (x > y) {
*		v = x;
*	} else {
*		v = y;
*	}
	...>
}
