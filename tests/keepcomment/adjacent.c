int g(int port)
{
	int status;

	/* a comment */
	status = sdio_in(port);
	return status;
}

int g2(int port)
{
	int status;
	/* a comment */
	status = sdio_in(port);
	return status;
}

int g3(int port)
{
	int status;

	/* a comment */
	foo();
	status = sdio_in(port);
	return status;
}
