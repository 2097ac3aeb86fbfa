struct one {
	int only;
};
