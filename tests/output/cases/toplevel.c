int a;

/* c1 */

static int f(int a)
{
	return a;
}


int b;
// c2
static int g(int a)
{
	return a;
} // trailing g
int c;
/* c3 */ static int k(int a)
{
	return a;
}
int d;
