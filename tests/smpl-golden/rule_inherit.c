void ri(void)
{
	void *in, *out;

	in = make_buffer(16);
	drop(in);
	drop(out);
}
