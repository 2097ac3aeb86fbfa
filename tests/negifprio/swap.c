/* A test written negated matches the pattern as written (E = !a) and
 * not also through the negated-if isomorphism. */
int f(int a, int *p)
{
	if (a)
		foo();
	else
		bar();
	if (!a)
		foo();
	else
		bar();
	if (a) {
		foo();
	} else {
		bar();
	}
	if (p != NULL)
		foo();
	else
		bar();
	return 0;
}
