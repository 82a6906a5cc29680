//! JSON and .npy/.npz batch I/O (being written).
