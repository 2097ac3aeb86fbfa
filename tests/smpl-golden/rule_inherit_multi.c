void rim(void)
{
	void *in, *out, *other;

	in = make_buffer(16);
	out = make_buffer(32);
	drop(in);
	drop(other);
	drop(out);
}
