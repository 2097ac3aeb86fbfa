void bc(int a)
{
	/* the launch needs care */
	launch(a);
}
