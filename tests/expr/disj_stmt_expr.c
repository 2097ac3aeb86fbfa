static void done(int ep, int req, int status)
{
	ep = 0;
}
static void nuke(int ep, int status)
{
	int req = 0;
	while (ep)
		done(ep, req, status);
	if (ep == 0)
		foo(done);
	else
		x = done(ep, req, 0);
	done(1, 2, 3);
	h(done);
}
