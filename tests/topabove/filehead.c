/*
 * File header
 */

static int f1(int x)
{
	return x;
}
