/* An initializer metavariable bound to a braced list is printed again
 * laid out: one element a line, each with its comma. */
void f(void)
{
	int q = { {1, 2}, {3,4}, };
	int r = { .a = 1, .b = { 2, 3 }, [4] = x };
	int t = { sizeof (x), (int)  y, 3 };
}
