/* `E != NULL && ...' matches a test that is E alone, with no `&&' in
 * it, wherever it stands (an argument after others too). */
int f(struct d *dev, int y)
{
	g(y, dev ? dev->name : "x");
	g(y, (dev != NULL) ? dev->name : "x");
	g(y, y ? dev->name : "x");
	return 0;
}
