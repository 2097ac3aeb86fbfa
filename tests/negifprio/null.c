/* The pattern's test `x == NULL' matches `!x' as written (an
 * isomorphism of expressions), `x != NULL' and `x' through the
 * negated if, the branches then the other way round. */
int g(int *x)
{
	if (x == NULL)
		foo();
	else
		bar();
	if (!x)
		foo();
	else
		bar();
	if (x != NULL)
		foo();
	else
		bar();
	if (x)
		foo();
	else
		bar();
	return 0;
}
