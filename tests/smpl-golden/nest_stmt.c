void ns(int a)
{
	debug_trace();
	if (a) {
		debug_trace();
		work(a);
	}
	while (a--)
		debug_trace();
}
